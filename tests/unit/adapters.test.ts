import crypto from 'node:crypto';
import {
  verifyPushSignature,
  parsePushXml,
  sceneOfEvent,
  exchangeOauthCode,
} from '../../lib/platform/adapters/wechat/real';
import { adapterMode, anyDevAdapter } from '../../lib/platform/adapters/config';
import {
  aliyunSign,
  aliyunPercentEncode,
  aliyunRequestUrl,
  tencentRequest,
  smsProvider,
  sendRealSms,
} from '../../lib/platform/adapters/sms/real';

describe('adapter selection', () => {
  test('dev by default outside production, real in production', () => {
    expect(adapterMode('sms', { NODE_ENV: 'development' })).toBe('dev');
    expect(adapterMode('sms', { NODE_ENV: 'test' })).toBe('dev');
    expect(adapterMode('sms', { NODE_ENV: 'production' })).toBe('real');
    expect(anyDevAdapter({ NODE_ENV: 'production' })).toBe(false);
  });
  test('ADAPTERS sets all, a per-service variable wins', () => {
    expect(adapterMode('email', { NODE_ENV: 'development', ADAPTERS: 'real' })).toBe('real');
    expect(adapterMode('email', { NODE_ENV: 'development', ADAPTERS: 'real', EMAIL_ADAPTER: 'dev' })).toBe('dev');
    expect(adapterMode('wechat', { NODE_ENV: 'development', ADAPTERS: 'real', EMAIL_ADAPTER: 'dev' })).toBe('real');
  });
  test('production uses a development adapter only with ALLOW_DEV_ADAPTERS=1', () => {
    expect(adapterMode('sms', { NODE_ENV: 'production', ADAPTERS: 'dev' })).toBe('real');
    expect(adapterMode('sms', { NODE_ENV: 'production', SMS_ADAPTER: 'dev' })).toBe('real');
    expect(anyDevAdapter({ NODE_ENV: 'production', ADAPTERS: 'dev' })).toBe(false);
    expect(adapterMode('sms', { NODE_ENV: 'production', ADAPTERS: 'dev', ALLOW_DEV_ADAPTERS: '1' })).toBe('dev');
    expect(anyDevAdapter({ NODE_ENV: 'production', WECHAT_ADAPTER: 'dev', ALLOW_DEV_ADAPTERS: '1' })).toBe(true);
  });
});

describe('Aliyun SMS request signing (RPC signature v1)', () => {
  test('matches the worked example of the Aliyun SendSms documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSign(params, 'testSecret').signature).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
  test('percent-encoding is RFC 3986 (space %20, * %2A, ~ kept)', () => {
    expect(aliyunPercentEncode("a b*~!'()")).toBe('a%20b%2A~%21%27%28%29');
  });
  test('request URL carries the code as TemplateParam and a signature', () => {
    const env = {
      SMS_ACCESS_KEY_ID: 'id',
      SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '商城',
      SMS_TEMPLATE_CODE: 'SMS_1',
    };
    const url = new URL(
      aliyunRequestUrl(
        env,
        '13800138000',
        '123456',
        new Date('2026-01-02T03:04:05.678Z'),
        '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      ),
    );
    expect(url.host).toBe('dysmsapi.aliyuncs.com');
    expect(url.searchParams.get('PhoneNumbers')).toBe('13800138000');
    expect(url.searchParams.get('TemplateParam')).toBe('{"code":"123456"}');
    expect(url.searchParams.get('Timestamp')).toBe('2026-01-02T03:04:05Z');
    expect(url.searchParams.get('Signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});

describe('Tencent Cloud SMS request (TC3-HMAC-SHA256)', () => {
  const env = {
    SMS_PROVIDER: 'tencent',
    SMS_ACCESS_KEY_ID: 'AKIDtest',
    SMS_ACCESS_KEY_SECRET: 'sk',
    SMS_SIGN_NAME: '商城',
    SMS_TEMPLATE_CODE: '1234',
    SMS_SDK_APP_ID: '1400000000',
  };
  test('signed headers and payload', () => {
    const { url, init } = tencentRequest(env, '13800138000', '654321', new Date('2026-01-02T03:04:05Z'));
    expect(url).toBe('https://sms.tencentcloudapi.com/');
    const h = init.headers as Record<string, string>;
    expect(h['X-TC-Action']).toBe('SendSms');
    expect(h['X-TC-Timestamp']).toBe(String(Date.parse('2026-01-02T03:04:05Z') / 1000));
    expect(h.Authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDtest\/2026-01-02\/sms\/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(init.body as string)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '商城',
      TemplateId: '1234',
      TemplateParamSet: ['654321'],
    });
    // The signature depends on the secret.
    const other = tencentRequest(
      { ...env, SMS_ACCESS_KEY_SECRET: 'sk2' },
      '13800138000',
      '654321',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect((other.init.headers as Record<string, string>).Authorization).not.toBe(h.Authorization);
  });
  test('a provider error is raised with its text', async () => {
    const fake = (async () =>
      new Response(
        JSON.stringify({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } } }),
      )) as unknown as typeof fetch;
    await expect(sendRealSms(env, '13800138000', '1', fake)).rejects.toThrow('AuthFailure.SignatureFailure');
    const okFake = (async () =>
      new Response(
        JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }] } }),
      )) as unknown as typeof fetch;
    await expect(sendRealSms(env, '13800138000', '1', okFake)).resolves.toBeUndefined();
  });
  test('missing configuration is named', () => {
    expect(() => smsProvider({ SMS_PROVIDER: 'tencent' })).toThrow(/SMS_ACCESS_KEY_ID.*SMS_SDK_APP_ID/);
    expect(() => smsProvider({})).toThrow(/aliyun or tencent/);
  });
});

describe('WeChat real adapter: message push', () => {
  test('signature: sha1 over the sorted token, timestamp and nonce', () => {
    const sig = crypto.createHash('sha1').update(['tok', '1700000000', 'n0nce'].sort().join('')).digest('hex');
    expect(verifyPushSignature('tok', '1700000000', 'n0nce', sig)).toBe(true);
    expect(verifyPushSignature('tok', '1700000001', 'n0nce', sig)).toBe(false);
    expect(verifyPushSignature('other', '1700000000', 'n0nce', sig)).toBe(false);
    expect(verifyPushSignature('tok', '1700000000', 'n0nce', 'short')).toBe(false);
  });
  test('scan events: subscribe with qrscene_ prefix (new follower) and SCAN (follower)', () => {
    const xml = `<xml><ToUserName><![CDATA[gh_123]]></ToUserName><FromUserName><![CDATA[oUser1]]></FromUserName><CreateTime>1700000000</CreateTime>
<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_abc123]]></EventKey><Ticket><![CDATA[t]]></Ticket></xml>`;
    const m = parsePushXml(xml);
    expect(m).toMatchObject({
      fromUser: 'oUser1',
      toUser: 'gh_123',
      msgType: 'event',
      event: 'subscribe',
      eventKey: 'qrscene_abc123',
    });
    expect(sceneOfEvent(m.event, m.eventKey)).toEqual({ scene: 'abc123', status: 1 });
    expect(sceneOfEvent('SCAN', 'abc123')).toEqual({ scene: 'abc123', status: 2 });
    expect(sceneOfEvent('subscribe', '')).toBeNull();
    expect(sceneOfEvent('unsubscribe', '')).toBeNull();
    expect(parsePushXml('<xml><MsgType>text</MsgType></xml>').msgType).toBe('text');
  });
});

describe('WeChat real adapter: OAuth code exchange', () => {
  const env = {
    WECHAT_APP_ID: 'wxmp',
    WECHAT_APP_SECRET: 'mpsecret',
    WECHAT_OPEN_APP_ID: 'wxopen',
    WECHAT_OPEN_APP_SECRET: 'opensecret',
  };
  test('website login uses the Open Platform app and prefers the unionid', async () => {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      if (url.includes('/sns/oauth2/access_token'))
        return new Response(JSON.stringify({ access_token: 'AT', openid: 'o1', scope: 'snsapi_login', unionid: 'u1' }));
      return new Response(JSON.stringify({ nickname: '张三', headimgurl: 'https://thirdwx.qlogo.cn/x.png' }));
    }) as unknown as typeof fetch;
    const p = await exchangeOauthCode('CODE', 'open', env, fake);
    expect(p).toEqual({ openId: 'u1', nickname: '张三', avatar: 'https://thirdwx.qlogo.cn/x.png' });
    expect(calls[0]).toContain('appid=wxopen');
    expect(calls[0]).toContain('code=CODE');
    expect(calls[1]).toContain('/sns/userinfo?access_token=AT&openid=o1');
  });
  test('a WeChat error code becomes 微信登录暂不可用', async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))) as unknown as typeof fetch;
    await expect(exchangeOauthCode('bad', 'mp', env, fake)).rejects.toThrow('微信登录暂不可用');
  });
  test('unconfigured: 微信登录暂不可用', async () => {
    await expect(exchangeOauthCode('c', 'mp', {})).rejects.toThrow('微信登录暂不可用');
  });
});

describe('real adapters without configuration answer code 0, not a server error', () => {
  test('SMS and e-mail', async () => {
    const { realSms } = await import('../../lib/platform/adapters/sms/real');
    const { realEmail } = await import('../../lib/platform/adapters/email/real');
    const saved = { ...process.env };
    try {
      delete process.env.SMS_PROVIDER;
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
      const err = await realSms.sendCode({} as never, '13800138000', '123456', 1, 5).catch((e) => e);
      expect(err).toMatchObject({ message: '短信服务暂不可用，请稍后再试', messageCode: 'SMS_UNAVAILABLE', code: 0 });
      const err2 = await realEmail.send({} as never, { to: 'a@b.com', subject: 's', text: 't' }).catch((e) => e);
      expect(err2).toMatchObject({
        message: '邮件服务暂不可用，请稍后再试',
        messageCode: 'EMAIL_UNAVAILABLE',
        code: 0,
      });
    } finally {
      process.env = saved;
    }
  });
});
