/*
 * The behaviours of the script-free public phone pages (issue 36; lib/platform/next/phone-lite.cjs sends them without
 * Next's client scripts and adds this file): 访问电脑版 (app/(mobile)/mobileView/DesktopButton.tsx), the search box's
 * structure paste (components/search/useStructurePaste.ts) and 一键加入 of method and standard pages
 * (components/methods/AddAllButtons.tsx, the guest's session cart and basket of lib/client/stores.ts), and the access
 * log of the page load (components/providers/site-effects.tsx, production setting only there). Plain ES2017,
 * no build step; its constants are held equal to lib/config by tests/unit/phone-lite.test.ts, its size under 3 KB gzip.
 */
(function () {
  var DESKTOP_COOKIE = 'FORCE_DESKTOP';
  var REMEMBER_DAYS = 30;
  var LOOKUP = '/mall/shopping/product/api/prodapiitem/product/structureKeyword';
  var ACCESS_LOG = '/mall/user/api/access/log/record';
  var MAX_PAGE = 500;
  var OK = 1;
  var STORES = { cart: 'shoppingCart', basket: 'interQuotation' };
  var MAX_NUMBER = 99999;
  var LABEL = { smiles: '结构式（SMILES）', molfile: '结构式（Molfile）' };
  var FAILED = '加入失败，请稍后再试';
  var BUSY = '系统繁忙，请稍后再试';

  function post(url, data) {
    return fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify(data),
    }).then(function (r) {
      return r.json();
    });
  }

  // The access log of every page load (spec §7; components/providers/site-effects.tsx useAccessLog).
  var visit = { page: (location.pathname + location.search).slice(0, MAX_PAGE) };
  if (document.referrer) visit.referrer = document.referrer.slice(0, MAX_PAGE);
  post(ACCESS_LOG, visit).catch(function () {});

  function toast(text, error) {
    var el = document.createElement('div');
    el.setAttribute('role', error ? 'alert' : 'status');
    el.setAttribute('data-testid', 'phone-toast');
    el.textContent = text;
    el.style.cssText =
      'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:50;max-width:90%;padding:8px 14px;' +
      'border-radius:6px;font-size:14px;color:#fff;background:' +
      (error ? '#b91c1c' : 'rgba(17,24,39,.9)');
    document.body.appendChild(el);
    setTimeout(function () {
      el.remove();
    }, 3000);
  }

  // 访问电脑版: remember the choice (the proxy then leaves desktop pages alone), open the desktop page.
  document.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('[data-testid="visit-desktop"]');
    if (!b) return;
    document.cookie =
      DESKTOP_COOKIE + '=1; path=/; max-age=' + REMEMBER_DAYS * 86400 + '; samesite=lax' +
      (location.protocol === 'https:' ? '; secure' : '');
    location.assign(b.getAttribute('data-target') || '/');
  });

  // 一键加入: merge the plan's items into the guest's session collection (same keys and rules as the React store).
  function merge(key, items) {
    var list = [];
    try {
      list = JSON.parse(sessionStorage.getItem(key) || '[]');
      if (!Array.isArray(list)) list = [];
    } catch (err) {
      list = [];
    }
    items.forEach(function (i) {
      var id = i.productId + '-' + i.skuId;
      var old = list.find(function (x) {
        return x && x.identityPrimaryKey === id;
      });
      var n = i.number || 1;
      if (old) old.number = Math.min((Number(old.number) || 1) + n, MAX_NUMBER);
      else list.push(Object.assign({ identityPrimaryKey: id }, i, { number: n }));
    });
    sessionStorage.setItem(key, JSON.stringify(list));
  }
  document.querySelectorAll('[data-add-all-plan]').forEach(function (box) {
    var plan = JSON.parse(box.getAttribute('data-add-all-plan'));
    box.addEventListener('click', function (e) {
      var b = e.target.closest('button');
      if (!b || b.disabled) return;
      var which = b.getAttribute('data-testid') === 'add-all-cart' ? 'cart' : 'basket';
      if (!plan[which].length) return;
      try {
        merge(STORES[which], plan[which]);
        toast(plan[which + 'Message']);
      } catch (err) {
        toast(FAILED, true);
      }
    });
  });

  // The structure paste: a molfile or a long SMILES goes whole to the server's lookup, the phone to its answer.
  var box = document.querySelector('form[role="search"] input[name="keyword"]');
  if (!box) return;
  var pending = null;
  var before = '';
  function mobileHref(href) {
    if (href.indexOf('/searchCenter?') === 0) return '/mobileView?' + href.slice(14);
    return '/mobileView?target=' + encodeURIComponent(href);
  }
  function lookUp(text) {
    box.setAttribute('aria-busy', 'true');
    post(LOOKUP, { keyword: text })
      .then(function (env) {
        if (env && env.code === OK && env.data && env.data.href) return location.assign(mobileHref(env.data.href));
        throw new Error((env && env.message) || BUSY);
      })
      .catch(function (err) {
        toast(/[\u4e00-\u9fff]/.test(err.message) ? err.message : BUSY, true);
        pending = null;
        box.value = before;
        box.removeAttribute('aria-busy');
      });
  }
  box.addEventListener('paste', function (e) {
    var text = (e.clipboardData && e.clipboardData.getData('text/plain')) || '';
    var multiLine = /[\r\n]/.test(text);
    if (!multiLine && text.length <= box.maxLength) return;
    e.preventDefault();
    before = box.value;
    pending = { label: multiLine ? LABEL.molfile : LABEL.smiles, text: text.trim() };
    box.value = pending.label;
    lookUp(pending.text);
  });
  box.addEventListener('input', function () {
    pending = null;
  });
  box.form.addEventListener('submit', function (e) {
    if (pending && box.value === pending.label) {
      e.preventDefault();
      if (!box.hasAttribute('aria-busy')) lookUp(pending.text);
    }
  });
})();
