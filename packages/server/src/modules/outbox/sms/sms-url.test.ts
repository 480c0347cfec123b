import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('SMS_URL and WHATSAPP_URL', () => {
  it('reads each provider’s credentials, host and settings from one URL', () => {
    expect(loadConfig({ SMS_URL: 'unifonic://App%2FSid@el.cloud.unifonic.com?sender=Bayan' }).sms).toEqual({
      provider: 'unifonic',
      origin: 'https://el.cloud.unifonic.com',
      path: '',
      appSid: 'App/Sid',
      sender: 'Bayan',
      timeout: 10_000,
    });
    expect(loadConfig({ SMS_URL: 'taqnyat+http://tok@127.0.0.1:4000?sender=Bayan&timeout=3' }).sms).toMatchObject({
      provider: 'taqnyat',
      origin: 'http://127.0.0.1:4000',
      bearer: 'tok',
      timeout: 3000,
    });
    expect(loadConfig({ SMS_URL: 'msegat://user:key@www.msegat.com?sender=Bayan' }).sms).toMatchObject({
      userName: 'user',
      apiKey: 'key',
    });
    // A + in a query reads as a space: the number is E.164 either way.
    const sid = `AC${'0'.repeat(32)}`;
    expect(loadConfig({ SMS_URL: `twilio://${sid}:t@api.twilio.com?from=+15005550006` }).sms).toMatchObject({
      from: '+15005550006',
    });
    expect(
      loadConfig({ WHATSAPP_URL: 'whatsapp://tok@graph.facebook.com/v21.0/123456789?notice=bayan_notice' }).whatsapp,
    ).toMatchObject({
      token: 'tok',
      endpoint: '/v21.0/123456789',
      notice: 'bayan_notice',
      ar: 'ar',
      en: 'en',
    });
    expect(loadConfig({}).sms).toBeUndefined();
  });

  it('stops the start with every problem of a URL named, the provider first', () => {
    const sid = `AC${'0'.repeat(32)}`;
    const cases: [Record<string, string>, RegExp][] = [
      [{ SMS_URL: 'not a url' }, /^SMS_URL: must be a provider URL such as unifonic:\/\//],
      [
        { SMS_URL: 'pigeon://x@example.org' },
        /unknown provider "pigeon": one of unifonic, taqnyat, msegat, twilio, webhook/,
      ],
      [{ SMS_URL: 'unifonic://@el.cloud.unifonic.com' }, /unifonic: appSid needs the AppSid before the @/],
      [{ SMS_URL: 'taqnyat://tok@api.taqnyat.sa' }, /taqnyat: sender /],
      [{ SMS_URL: 'taqnyat://tok@api.taqnyat.sa?sender=Bayan&sendr=x' }, /taqnyat: unknown setting sendr/],
      [{ SMS_URL: 'unifonic://sid@h.example?token=short' }, /unifonic: token must be 16 to 200/],
      [{ SMS_URL: `twilio://${sid}:t@api.twilio.com` }, /twilio: needs either from=/],
      [{ SMS_URL: 'webhook+https://not-a-secret@gw.example.org/sms' }, /webhook: secret needs the whsec_/],
      [{ WHATSAPP_URL: 'whatsapp://tok@graph.facebook.com/v21.0/123456789' }, /whatsapp: names no template/],
      [
        { WHATSAPP_URL: 'whatsapp://tok@graph.facebook.com/123?notice=n' },
        /whatsapp: endpoint needs the Graph API version/,
      ],
    ];
    for (const [env, problem] of cases) expect(problemsOf(env).join('\n'), JSON.stringify(env)).toMatch(problem);
  });
});
