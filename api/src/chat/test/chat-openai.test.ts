import { RED_FLAG_CATALOGUE } from '@clinic/content';
import { API_ERROR_CODES, type ApiErrorBody, type ChatHistoryItem, type ChatResponse } from '@clinic/contracts';
import { SYSTEM_PROMPT } from '../domain/assistant/system-prompt';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { chatRequest, postChat } from '../../testing/chat-requests';
import { startFakeOpenAi } from './fake-openai-server';

describe('POST /api/chat with OPENAI_API_KEY, against a fake OpenAI-compatible server', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: RunningServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer({
      OPENAI_API_KEY: 'sk-test-not-a-real-key',
      OPENAI_MODEL: 'fake-model',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await server.stop();
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.respondWith({ kind: 'reply', content: 'Sciatica is leg pain from an irritated nerve root.' });
  });

  it('sends the system prompt, the grounding passages, the history as the conversation and the message', async () => {
    const history: ChatHistoryItem[] = Array.from({ length: 10 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `earlier message ${index}`,
    }));
    const res = await postChat(server.url, chatRequest({ message: 'What causes sciatica?', history }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChatResponse;
    expect(body.handoff.urgent).toBe(false);
    expect(body.reply).toContain('Sciatica is leg pain from an irritated nerve root.');
    // The model gave no link: the grounding page is added.
    expect(body.reply).toContain('(/spinal-conditions/general/sciatica)');

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.model).toBe('fake-model');
    const [system, grounding, ...conversation] = sent.messages;
    expect(system).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(grounding?.role).toBe('system');
    expect(grounding?.content).toContain('Path: /spinal-conditions/general/sciatica');
    expect(grounding?.content).toMatch(/prolapsed \(herniated\) disc/);
    expect(conversation).toEqual([...history, { role: 'user', content: 'What causes sciatica?' }]);
    // Nothing about the visitor goes to OpenAI.
    expect(JSON.stringify(sent)).not.toMatch(/test-session|sessionId|"page"/);
  });

  it('keeps a link the model gave and adds none', async () => {
    fake.respondWith({ kind: 'reply', content: 'See [Disc Problems](/spinal-conditions/general/disc-problems).' });
    const body = (await (await postChat(server.url, chatRequest({ message: 'disc problems' }))).json()) as ChatResponse;
    expect(body.reply).toBe('See [Disc Problems](/spinal-conditions/general/disc-problems).');
  });

  it('passes an empty model answer on as an empty reply', async () => {
    fake.respondWith({ kind: 'reply', content: '   ' });
    const body = (await (await postChat(server.url, chatRequest())).json()) as ChatResponse;
    expect(body.reply).toBe('');
  });

  it('answers a model failure with the error body, after one retry', async () => {
    fake.respondWith({ kind: 'fail', status: 500 });
    const res = await postChat(server.url, chatRequest());
    expect(res.status).toBe(503);
    expect(((await res.json()) as ApiErrorBody).code).toBe(API_ERROR_CODES.internal);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers a model that never replies with the error body once the timeout passes', async () => {
    fake.respondWith({ kind: 'hang' });
    const res = await postChat(server.url, chatRequest());
    expect(res.status).toBe(503);
    expect(((await res.json()) as ApiErrorBody).fields).toEqual([]);
  });

  it('lets the triage override the model: a red-flag message never reaches it', async () => {
    fake.respondWith({ kind: 'reply', content: 'It is probably just sciatica, rest at home.' });
    const res = await postChat(
      server.url,
      chatRequest({ message: 'I have sciatica in both legs and numbness around my bottom, is it just sciatica?' }),
    );
    const body = (await res.json()) as ChatResponse;
    expect(body.handoff.urgent).toBe(true);
    expect(body.reply.startsWith('Call 999 or go to A&E now.')).toBe(true);
    expect(body.reply).not.toContain('rest at home');
    expect(fake.requests).toHaveLength(0);
  });

  describe('the model’s second opinion on urgency (structured output)', () => {
    const answer = (fields: { reply: string; urgent: boolean; red_flag_ids: string[] }) =>
      fake.respondWith({ kind: 'reply', content: JSON.stringify(fields) });
    const ask = async (message: string) =>
      (await (await postChat(server.url, chatRequest({ message }))).json()) as ChatResponse;

    it('asks for the answer and an urgency flag through a strict JSON schema listing the catalogue’s entries', async () => {
      answer({ reply: 'Sciatica is leg pain.', urgent: false, red_flag_ids: [] });
      const body = await ask('What causes sciatica?');
      expect(body).toMatchObject({ handoff: { urgent: false } });
      expect(body.reply).toContain('Sciatica is leg pain.');
      const format = fake.requests[0]?.response_format as {
        type: string;
        json_schema: { strict: boolean; schema: { properties: { red_flag_ids: { items: { enum: string[] } } } } };
      };
      expect(format.type).toBe('json_schema');
      expect(format.json_schema.strict).toBe(true);
      expect(format.json_schema.schema.properties.red_flag_ids.items.enum).toEqual(
        RED_FLAG_CATALOGUE.map((entry) => entry.id),
      );
    });

    it('answers from the catalogue when the model finds urgent what the rules did not', async () => {
      answer({ reply: 'Rest and see how it goes.', urgent: true, red_flag_ids: ['heart-attack'] });
      const body = await ask('What causes sciatica?');
      expect(body.handoff.urgent).toBe(true);
      expect(body.reply.startsWith('Call 999 or go to A&E now.')).toBe(true);
      expect(body.reply).not.toContain('Rest and see how it goes.');
    });

    it('still answers urgently when the model names no entry the catalogue knows', async () => {
      answer({ reply: 'Hmm.', urgent: true, red_flag_ids: ['made-up-entry'] });
      const body = await ask('What causes sciatica?');
      expect(body.handoff.urgent).toBe(true);
      expect(body.reply).toMatch(
        /^Call 999 or go to A&E now\. Ask for an urgent GP appointment or contact NHS 111 today\./,
      );
      expect(body.reply).toContain('[999](tel:999) · [NHS 111](tel:111)');
    });

    it('takes a refusal as urgent, never as reassurance', async () => {
      fake.respondWith({ kind: 'refuse', refusal: 'I cannot help with that.' });
      const body = await ask('What causes sciatica?');
      expect(body.handoff.urgent).toBe(true);
      expect(body.reply).toContain('[999](tel:999)');
    });

    it('keeps a malformed answer as the reply and the rules’ verdict as the urgency', async () => {
      fake.respondWith({ kind: 'reply', content: '{"reply": "half an object"' });
      const body = await ask('What causes sciatica?');
      expect(body.handoff.urgent).toBe(false);
      expect(body.reply).toContain('{"reply": "half an object"');
    });

    it('never lets a model that says "not urgent" lower what the rules found', async () => {
      answer({ reply: 'Nothing to worry about.', urgent: false, red_flag_ids: [] });
      const body = await ask('I wet myself this morning and never felt it');
      expect(body.handoff.urgent).toBe(true);
      expect(body.reply).not.toContain('Nothing to worry about.');
      expect(fake.requests).toHaveLength(0);
    });
  });
});
