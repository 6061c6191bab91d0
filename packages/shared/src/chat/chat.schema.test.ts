import { describe, expect, it } from 'vitest';
import { chatSubjectPath, parseChatSubject, postChatMessageInputSchema } from './chat.schema.ts';

const id = '0190a8c2-7d1e-7a3b-9c4d-5e6f7a8b9c0d';

describe('chat subjects in links', () => {
  it('round-trips kind:id', () => {
    expect(parseChatSubject(`lease:${id}`)).toEqual({ kind: 'lease', id });
    expect(chatSubjectPath({ kind: 'quoteRequest', id })).toBe(`/chat?subject=quoteRequest:${id}`);
  });
  it.each([null, '', 'lease', `house:${id}`, 'lease:not-a-uuid', `lease:${id}:x`])('refuses %s', (value) => {
    expect(parseChatSubject(value)).toBeNull();
  });
});

describe('a message', () => {
  it('needs text or an attachment', () => {
    expect(postChatMessageInputSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(postChatMessageInputSchema.safeParse({ attachmentIds: [id] }).success).toBe(true);
    expect(postChatMessageInputSchema.parse({ text: ' hi ' })).toEqual({ text: 'hi', attachmentIds: [] });
  });
  it('keeps spec point 5: at most 10 attachments', () => {
    expect(postChatMessageInputSchema.safeParse({ attachmentIds: Array.from({ length: 11 }, () => id) }).success).toBe(false);
  });
});
