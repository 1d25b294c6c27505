/**
 * Real SMS adapter: Aliyun SMS (dysmsapi SendSms, RPC signature v1 HMAC-SHA1) or Tencent Cloud SMS (SendSms
 * 2021-01-11, TC3-HMAC-SHA256), over HTTPS with fetch. Configuration:
 *   SMS_PROVIDER=aliyun|tencent, SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE
 *   Tencent also: SMS_SDK_APP_ID (the SMS application id), SMS_REGION (default ap-guangzhou)
 *   Aliyun also: SMS_REGION (default cn-hangzhou)
 * The template takes the code as its only parameter (Aliyun: ${code}; Tencent: {1}).
 */
import 'server-only';
import crypto from 'node:crypto';
import type { SmsAdapter } from './index';
import { AppError } from '@/lib/kernel/errors';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { log } from '@/lib/platform/observability';

type Env = Record<string, string | undefined>;

export class SmsConfigError extends Error {}

/** RFC 3986 encoding as Aliyun's RPC signature wants it. */
export function aliyunPercentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Aliyun RPC signature v1: base64(HMAC-SHA1(secret + "&", "GET&%2F&" + encode(canonical query))). */
export function aliyunSign(
  params: Record<string, string>,
  secret: string,
  method = 'GET',
): { signature: string; query: string } {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  const signature = crypto.createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
  return { signature, query: `Signature=${aliyunPercentEncode(signature)}&${canonical}` };
}

export function aliyunRequestUrl(
  env: Env,
  mobile: string,
  code: string,
  now = new Date(),
  nonce: string = crypto.randomUUID(),
): string {
  const params: Record<string, string> = {
    AccessKeyId: env.SMS_ACCESS_KEY_ID!,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobile,
    RegionId: env.SMS_REGION || 'cn-hangzhou',
    SignName: env.SMS_SIGN_NAME!,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: env.SMS_TEMPLATE_CODE!,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  return `https://dysmsapi.aliyuncs.com/?${aliyunSign(params, env.SMS_ACCESS_KEY_SECRET!).query}`;
}

const sha256hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) => crypto.createHmac('sha256', key).update(s).digest();

/** Tencent Cloud API v3 (TC3-HMAC-SHA256) request for SMS SendSms. */
export function tencentRequest(
  env: Env,
  mobile: string,
  code: string,
  now = new Date(),
): { url: string; init: RequestInit } {
  const host = 'sms.tencentcloudapi.com';
  const service = 'sms';
  const action = 'SendSms';
  const version = '2021-01-11';
  const timestamp = Math.floor(now.getTime() / 1000);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${mobile}`],
    SmsSdkAppId: env.SMS_SDK_APP_ID,
    SignName: env.SMS_SIGN_NAME,
    TemplateId: env.SMS_TEMPLATE_CODE,
    TemplateParamSet: [code],
  });
  const contentType = 'application/json; charset=utf-8';
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${contentType}\nhost:${host}\nx-tc-action:${action.toLowerCase()}\n`,
    signedHeaders,
    sha256hex(payload),
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256hex(canonicalRequest)].join('\n');
  const kDate = hmac(`TC3${env.SMS_ACCESS_KEY_SECRET}`, date);
  const kService = hmac(kDate, service);
  const kSigning = hmac(kService, 'tc3_request');
  const signature = crypto.createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return {
    url: `https://${host}/`,
    init: {
      method: 'POST',
      headers: {
        Authorization: `TC3-HMAC-SHA256 Credential=${env.SMS_ACCESS_KEY_ID}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
        'Content-Type': contentType,
        Host: host,
        'X-TC-Action': action,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': version,
        'X-TC-Region': env.SMS_REGION || 'ap-guangzhou',
      },
      body: payload,
    },
  };
}

export function smsProvider(env: Env = process.env): 'aliyun' | 'tencent' {
  const p = (env.SMS_PROVIDER || '').trim().toLowerCase();
  if (p !== 'aliyun' && p !== 'tencent') throw new SmsConfigError('SMS_PROVIDER must be aliyun or tencent');
  const missing = [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_CODE',
    ...(p === 'tencent' ? ['SMS_SDK_APP_ID'] : []),
  ].filter((k) => !env[k]);
  if (missing.length) throw new SmsConfigError(`SMS adapter not configured: ${missing.join(', ')}`);
  return p;
}

/** Send one code; throws with the provider's error text on failure. */
export async function sendRealSms(
  env: Env,
  mobile: string,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const provider = smsProvider(env);
  const signal = AbortSignal.timeout(8000);
  if (provider === 'aliyun') {
    const res = await fetchImpl(aliyunRequestUrl(env, mobile, code), { signal });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (body.Code !== 'OK') throw new Error(`Aliyun SMS failed: ${body.Code ?? res.status} ${body.Message ?? ''}`);
    return;
  }
  const { url, init } = tencentRequest(env, mobile, code);
  const res = await fetchImpl(url, { ...init, signal });
  const body = (await res.json().catch(() => ({}))) as {
    Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { Code: string; Message: string }[] };
  };
  const r = body.Response;
  if (r?.Error) throw new Error(`Tencent SMS failed: ${r.Error.Code} ${r.Error.Message}`);
  const status = r?.SendStatusSet?.[0];
  if (!status || status.Code !== 'Ok')
    throw new Error(`Tencent SMS failed: ${status?.Code ?? res.status} ${status?.Message ?? ''}`);
}

export const realSms: SmsAdapter = {
  mode: 'real',
  async sendCode(_db, mobile, code) {
    try {
      await sendRealSms(process.env, mobile, code);
    } catch (e) {
      // The buyer gets a code-0 answer; the operator gets the provider's reason in the log.
      log.error(
        `[sms] sending to ${mobile.slice(0, 3)}****${mobile.slice(7)} failed: ${e instanceof Error ? e.message : e}`,
      );
      throw new AppError(ACCOUNT_MSG.smsUnavailable, 'SMS_UNAVAILABLE');
    }
  },
};
