import { describe, expect, it } from 'vitest';
import { alertEndMessage, fillAlert } from './vc-alert.ts';

const member = { id: '100000000000000001', username: 'akari' };
describe('the VC alert', () => {
  it('mentions the role first, then fills the variables', () => {
    expect(
      fillAlert('!USER! (!NAME!) is in !CHANNEL! on !SERVER!', '500000000000001005', {
        member,
        server: 'Star Lounge',
        voice: { id: '400000000000001010' },
      }),
    ).toBe('<@&500000000000001005> <@100000000000000001> (akari) is in <#400000000000001010> on Star Lounge');
  });

  it('has no mention without a role, and keeps !CHANNEL! when there is no voice channel', () => {
    expect(fillAlert('in !CHANNEL!', null, { member, server: 'S', voice: null })).toBe('in !CHANNEL!');
  });

  it("says when a call ended and how long it lasted, in the server's bot language", () => {
    expect(alertEndMessage({ id: '400000000000001010' }, 65 * 60_000, 'en')).toBe(
      '<#400000000000001010> The call has ended after 1 h 5 min.',
    );
    expect(alertEndMessage({ id: '400000000000001010' }, 200_000, 'ja')).toBe(
      '<#400000000000001010> 通話が終了しました（3分20秒）。',
    );
    expect(alertEndMessage({ id: '400000000000001010' }, 42_400, 'en')).toBe(
      '<#400000000000001010> The call has ended after 42 s.',
    );
  });
});
