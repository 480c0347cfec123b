import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

async function startLines(env: Record<string, string>): Promise<string[]> {
  const lines: string[] = [];
  const t = await createTestApp(env, { logStream: { write: (line) => void lines.push(line) } });
  await t.close();
  return lines.filter((line) => line.includes('Messages:'));
}

describe('the start log says where messages go, once', () => {
  it('without a provider: SMS stay in the outbox', async () => {
    const lines = await startLines({});
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: 'Messages: email kept in the outbox (SMTP_URL unset), SMS kept in the outbox (no SMS provider: SMS_URL unset), WhatsApp off',
    });
  });

  it('with one: its name and where its status callbacks go (the URL, never the token)', async () => {
    const token = 'a-callback-token-0123456789';
    const lines = await startLines({
      PUBLIC_URL: 'https://bayan.example.org',
      SMS_URL: `unifonic://sid@el.cloud.unifonic.com?token=${token}`,
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toBe(
      'Messages: email kept in the outbox (SMTP_URL unset), SMS through unifonic, WhatsApp off; status callbacks at https://bayan.example.org/api/outbox/status/unifonic',
    );
    expect(lines[0]).not.toContain(token);
  });
});
