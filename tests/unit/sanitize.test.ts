import { plainText, sanitizeRichText } from '../../lib/platform/html/sanitize';

describe('sanitizeRichText', () => {
  test('removes script tags and their content', () => {
    const out = sanitizeRichText('<p>安全</p><script>alert(1)</script>');
    expect(out).toBe('<p>安全</p>');
  });

  test('removes event handlers', () => {
    const out = sanitizeRichText('<img src="/a.png" onerror="alert(1)"><p onclick="x()">文字</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('src="/a.png"');
    expect(out).toContain('<p>文字</p>');
  });

  test('removes javascript: and data: URLs from links and images', () => {
    const out = sanitizeRichText(
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)">',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).not.toContain('data:');
    expect(out).not.toContain('<img');
  });

  test('keeps allowed formatting, tables and safe links', () => {
    const html =
      '<h2>标题</h2><p><strong>粗体</strong><em>斜体</em>H<sub>2</sub>O</p><ul><li>一</li></ul><table><tr><td colspan="2">单元格</td></tr></table><a href="/goodsDetail/1">商品</a>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>标题</h2>');
    expect(out).toContain('<strong>粗体</strong>');
    expect(out).toContain('<em>斜体</em>');
    expect(out).toContain('<sub>2</sub>');
    expect(out).toContain('<li>一</li>');
    expect(out).toContain('<td colspan="2">单元格</td>');
    expect(out).toContain('<a href="/goodsDetail/1">商品</a>');
  });

  test('external links open in a new tab with rel noopener', () => {
    const out = sanitizeRichText('<a href="https://www.nmpa.gov.cn/">药监局</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  test('drops iframes, styles, forms and inline style attributes', () => {
    const out = sanitizeRichText(
      '<iframe src="https://evil"></iframe><style>body{}</style><form><input></form><p style="color:red">x</p>',
    );
    expect(out).toBe('<p>x</p>');
  });

  test('keeps http(s) and relative images', () => {
    const out = sanitizeRichText('<img src="https://cdn.example.com/a.png" alt="图"><img src="/images/b.png">');
    expect(out).toContain('src="https://cdn.example.com/a.png"');
    expect(out).toContain('src="/images/b.png"');
  });

  test('handles null and empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('plainText', () => {
  test('strips tags, scripts and collapses whitespace', () => {
    expect(plainText('<p>一  二</p><script>x</script>\n<b>三</b>')).toBe('一 二 三');
  });
  test('cuts long text with an ellipsis', () => {
    expect(plainText('<p>' + '字'.repeat(200) + '</p>', 10)).toBe('字'.repeat(9) + '…');
  });
});
