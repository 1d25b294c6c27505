/**
 * Issue 36 (WeChat login inside WeChat's browser): the phone login offers 微信登录 only in WeChat's in-app browser,
 * the official account's web-authorisation URL is the one WeChat documents (scope snsapi_userinfo, parameters in
 * order, #wechat_redirect), the development stand-in keeps the same parameters, and the page WeChat returns to has
 * a phone view that exchanges the code as official-account authorisation.
 */
import { webAuthorizeUrl } from '../../lib/platform/adapters/wechat/real';
import { devAuthorizeUrl } from '../../lib/platform/adapters/wechat/dev';
import { isWechatBrowser } from '@/app/(mobile)/mobileView/views/buyer/PhoneLogin';
import { resolveView } from '@/app/(mobile)/mobileView/views/registry';

const RETURN = 'https://shop.example.cn/login/wxLogin?via=mp';

describe('WeChat web authorisation', () => {
  test('the real URL is open.weixin.qq.com/connect/oauth2/authorize with snsapi_userinfo, in WeChat’s order', () => {
    expect(webAuthorizeUrl('wx0123456789abcdef', RETURN, 'a1b2c3')).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789abcdef' +
        '&redirect_uri=https%3A%2F%2Fshop.example.cn%2Flogin%2FwxLogin%3Fvia%3Dmp' +
        '&response_type=code&scope=snsapi_userinfo&state=a1b2c3#wechat_redirect',
    );
  });

  test('the redirect and the state are encoded, so they cannot add parameters of their own', () => {
    const u = new URL(webAuthorizeUrl('wx1', 'https://a.cn/x?y=1&scope=snsapi_base', 's&scope=x'));
    expect(u.searchParams.getAll('scope')).toEqual(['snsapi_userinfo']);
    expect(u.searchParams.get('redirect_uri')).toBe('https://a.cn/x?y=1&scope=snsapi_base');
    expect(u.searchParams.get('state')).toBe('s&scope=x');
    expect(u.hash).toBe('#wechat_redirect');
  });

  test('the development stand-in is on this site and carries the same redirect, scope and state', () => {
    const u = new URL(devAuthorizeUrl('http://127.0.0.1:3000', RETURN, 'a1b2c3'));
    expect(u.origin + u.pathname).toBe('http://127.0.0.1:3000/dev/wechat/authorize');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      redirect_uri: RETURN,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'a1b2c3',
    });
  });

  test('微信登录 is offered only in WeChat’s in-app browser', () => {
    const wechatIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN';
    const wechatAndroid =
      'Mozilla/5.0 (Linux; Android 13; V2229A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230805 MMWEBID/1 MicroMessenger/8.0.42.2460(0x28002A51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(isWechatBrowser(wechatIos)).toBe(true);
    expect(isWechatBrowser(wechatAndroid)).toBe(true);
    expect(isWechatBrowser(safari)).toBe(false);
  });

  test('the page WeChat returns to has a phone view that knows it came from web authorisation', () => {
    const r = resolveView('/login/wxLogin?via=mp&code=dev_abc&state=a1b2c3');
    expect(r?.view.kind).toBe('wechatCallback');
    expect(r!.params).toMatchObject({ code: 'dev_abc', state: 'a1b2c3', mp: true });
    expect(resolveView('/login/wxLogin?code=c&state=s')!.params).toMatchObject({ mp: false });
  });
});
