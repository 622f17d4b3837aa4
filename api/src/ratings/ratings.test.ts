import { describe, expect, it } from 'vitest';
import { send } from '../../test/chat-helpers';
import { api, json, registerUser } from '../../test/helpers';
import { joinTeam } from '../../test/team-helpers';

type Sent = { chatId: string; messageId: string };
type Listed = { items: { id: string; role: string }[] };

describe('answer ratings', () => {
  it('stores, changes and clears the owner’s rating; others cannot rate', async () => {
    const owner = await registerUser();
    const mate = await registerUser();
    const stranger = await registerUser();
    await joinTeam(owner, mate);
    const { chatId } = (await (
      await send(owner.headers, { stream: false, question: 'Rate me' })
    ).json()) as Sent;
    const listed = (await (
      await api(`/v1/message/chat/${chatId}?pageNumber=1&pageSize=10`, { headers: owner.headers })
    ).json()) as Listed;
    const question = listed.items.find((m) => m.role === 'user')?.id;
    const answer = listed.items.find((m) => m.role === 'assistant')?.id;
    const rate = (headers: Record<string, string>, id: string | undefined, body: unknown) =>
      api(`/v1/message/rating/${id}`, json('PUT', body, { ...headers, 'X-Ad-Locale': 'en' }));
    const ratingsOf = async (headers: Record<string, string>) =>
      (await (await api(`/v1/message/chat/${chatId}/ratings`, { headers })).json()) as {
        items: unknown[];
      };

    expect(await (await rate(owner.headers, answer, { rating: 'up' })).json()).toEqual({
      messageId: answer,
      rating: 'up',
      reason: null,
      comment: null,
    });
    const changed = await rate(owner.headers, answer, {
      rating: 'down',
      reason: 'wrong',
      comment: ' Wrong year ',
    });
    expect(changed.status).toBe(200);
    expect((await ratingsOf(owner.headers)).items).toEqual([
      { messageId: answer, rating: 'down', reason: 'wrong', comment: 'Wrong year' },
    ]);

    const onQuestion = await rate(owner.headers, question, { rating: 'up' });
    expect(onQuestion.status).toBe(400);
    expect(((await onQuestion.json()) as { message: string }).message).toBe(
      'Only an assistant’s answer can be rated',
    );
    expect((await rate(owner.headers, answer, { rating: 'meh' })).status).toBe(400);
    expect((await rate(stranger.headers, answer, { rating: 'up' })).status).toBe(404);
    expect(
      (await api(`/v1/message/chat/${chatId}/ratings`, { headers: stranger.headers })).status,
    ).toBe(404);
    await api('/v1/chat/share/', json('POST', { chatId, userIds: [mate.user.id] }, owner.headers));
    expect((await rate(mate.headers, answer, { rating: 'up' })).status).toBe(403);
    expect((await ratingsOf(mate.headers)).items).toEqual([]);

    // The team owner's ledger export shows the rating beside the answer it paid for; a member's
    // export of the same ledger has no rating columns.
    const ownerCsv = await (
      await api('/v1/entity/ledger.csv?kind=usage', { headers: owner.headers })
    ).text();
    const [header, row] = ownerCsv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'date_msk,kind,amount_rub,model,chat_id,user,ref,rating,rating_reason,rating_comment',
    );
    expect(row).toContain(chatId);
    expect(row).toMatch(/,down,wrong,Wrong year$/);
    const mateCsv = await (
      await api('/v1/entity/ledger.csv?kind=usage', { headers: mate.headers })
    ).text();
    expect(mateCsv).toContain(chatId);
    expect(mateCsv).not.toContain('rating');
    expect(mateCsv).not.toContain('Wrong year');

    const cleared = await api(`/v1/message/rating/${answer}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(await cleared.json()).toMatchObject({ messageId: answer, rating: null });
    expect((await ratingsOf(owner.headers)).items).toEqual([]);
  });
});
