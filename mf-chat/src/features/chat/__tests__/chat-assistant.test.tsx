import { CHAT_CONTINUATION_KEY, CHAT_PANEL_PARTS, type ChatRequest, type ChatResponse } from '@clinic/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import { ChatAssistant } from '../components/chat-assistant';

const GREETING =
  "Hello! I'm here to help with general information about spinal conditions. How can I assist you today?";
const URGENT = 'This may require urgent assessment. If you have red-flag symptoms, call 999 or visit A&E.';
const CONNECTION = 'Sorry—there was a connection problem. Please try again or call the clinic directly.';
const EMPTY = 'Sorry, I could not process your request.';

type Reply = { status?: number; body?: unknown } | Error;

/** A fetch stand-in answering each call with the next queued reply, or holding it until the test releases it. */
function mockChatApi() {
  const requests: ChatRequest[] = [];
  const queue: Reply[] = [];
  const held: ((reply: Reply) => void)[] = [];
  const toResponse = (reply: Reply) => {
    if (reply instanceof Error) return Promise.reject(reply);
    const status = reply.status ?? 200;
    // jsdom has no Response: the fields the client reads are enough.
    return Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(reply.body) } as Response);
  };
  global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(JSON.parse(String(init?.body)) as ChatRequest);
    const next = queue.shift();
    if (next) return toResponse(next);
    return new Promise<Reply>((resolve) => held.push(resolve)).then(toResponse);
  }) as typeof fetch;
  return {
    requests,
    answerWith: (...replies: Reply[]) => queue.push(...replies),
    release: (reply: Reply) => act(async () => held.shift()?.(reply)),
  };
}

const reply = (text: string, urgent = false): Reply => ({
  body: { reply: text, handoff: { urgent } } satisfies ChatResponse,
});

function renderChat(props: Partial<Parameters<typeof ChatAssistant>[0]> = {}) {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <ChatAssistant currentPath="/spinal-conditions" open onClose={onClose} {...props} />,
  );
  return { ...view, onClose };
}

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const consent = () => screen.getByRole('checkbox');
const log = () => screen.getByRole('log');

async function ask(user: ReturnType<typeof renderChat>['user'], text: string) {
  await user.type(input(), text);
  await user.keyboard('{Enter}');
}

// Each test starts in a new tab: nothing kept from another test's conversation.
beforeEach(() => window.sessionStorage.clear());

describe('chat widget', () => {
  it('shows the header, the greeting, the consent wording, the placeholder and the footer', () => {
    mockChatApi();
    renderChat();
    expect(screen.getByRole('dialog', { name: 'Spine Information Assistant' })).toHaveAccessibleDescription(
      /not a medical professional/,
    );
    expect(log()).toHaveTextContent(GREETING);
    // The label's text exactly (jsdom's name computation pads the inline link with spaces; browsers do not).
    expect((consent() as HTMLInputElement).labels?.[0]?.textContent).toBe(
      "I understand this chat is not a substitute for professional medical advice and agree to the website's terms.",
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(input()).toHaveAttribute('placeholder', 'Ask about a spinal condition…');
    expect(screen.getByText('Red-flag symptoms? In an emergency call 999.')).toBeInTheDocument();
  });

  it('keeps input and send disabled until consent is ticked, and send disabled for blank text', async () => {
    mockChatApi();
    const { user } = renderChat();
    expect(consent()).not.toBeChecked();
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();

    await user.click(consent());
    expect(input()).toBeEnabled();
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), 'sciatica');
    expect(sendButton()).toBeEnabled();
  });

  it('sends the trimmed question with the session, the page and no history, and is busy until the reply', async () => {
    const api = mockChatApi();
    const { user } = renderChat();
    await user.click(consent());
    await ask(user, '  What is sciatica?  ');

    expect(api.requests).toEqual([
      {
        message: 'What is sciatica?',
        sessionId: expect.stringMatching(/^[\w-]{8,}$/),
        page: '/spinal-conditions',
        history: [],
      },
    ]);
    expect(log()).toHaveTextContent('What is sciatica?');
    expect(log()).not.toHaveTextContent(GREETING);
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('The assistant is answering…')).toBeInTheDocument();
    await user.type(input(), 'next question');
    expect(sendButton()).toBeDisabled();

    await api.release(reply('Sciatica is leg pain. Read more: [Sciatica](/spinal-conditions/general/sciatica)'));
    expect(screen.getByRole('link', { name: 'Sciatica' })).toHaveAttribute(
      'href',
      '/spinal-conditions/general/sciatica',
    );
    expect(log()).toHaveAttribute('aria-busy', 'false');
    expect(sendButton()).toBeEnabled();
  });

  it('adds the urgent message after an urgent reply', async () => {
    const api = mockChatApi();
    api.answerWith(reply('Call 999 or go to A&E now. Phone: [999](tel:999)', true));
    const { user } = renderChat();
    await user.click(consent());
    await ask(user, 'numb bum and cannot pee');

    await screen.findByText(URGENT);
    const items = screen.getAllByRole('listitem');
    const texts = items.map((item) => item.textContent);
    expect(texts.at(-1)).toBe(`Assistant: ${URGENT}`);
    expect(texts.at(-2)).toMatch(/^Assistant: Call 999 or go to A&E now/);
    expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
  });

  it.each([
    ['a failed call', new Error('offline'), CONNECTION],
    ['a server error', { status: 503, body: { code: 'INTERNAL_ERROR', message: 'x', fields: [] } }, CONNECTION],
    ['a result with an error field', { body: { error: 'boom', reply: 'x', handoff: { urgent: false } } }, CONNECTION],
    ['an empty reply', reply('  '), EMPTY],
    ['too many messages', { status: 429, body: {} }, 'Please wait a moment and try again, or call the clinic directly'],
  ])('shows the error catalogue message for %s', async (_case, answer, expected) => {
    const api = mockChatApi();
    api.answerWith(answer);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderChat();
    await user.click(consent());
    await ask(user, 'Hello');
    expect(await screen.findByText(new RegExp(expected.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(expected === CONNECTION ? 1 : 0);
    consoleError.mockRestore();
  });

  it('sends at most the last 10 earlier messages as history, not counting the new one', async () => {
    const api = mockChatApi();
    const { user } = renderChat();
    await user.click(consent());
    for (let turn = 1; turn <= 6; turn += 1) {
      api.answerWith(reply(`answer ${turn}`));
      await ask(user, `question ${turn}`);
      await screen.findByText(`answer ${turn}`);
    }
    expect(api.requests[1]?.history).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
    ]);
    api.answerWith(reply('answer 7'));
    await ask(user, 'question 7');
    const history = api.requests[6]?.history ?? [];
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'user', content: 'question 2' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'answer 6' });
    expect(new Set(api.requests.map((request) => request.sessionId)).size).toBe(1);
  });

  it('scrolls to the newest message whenever the list changes', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    const api = mockChatApi();
    api.answerWith(reply('An answer'));
    const { user } = renderChat();
    await user.click(consent());
    const before = scrolled.length;
    await ask(user, 'A question');
    await screen.findByText('An answer');
    expect(scrolled.length).toBeGreaterThan(before);
    expect(scrolled.at(-1)).toBe(log().querySelector('li:last-child'));
  });

  it('works from the keyboard: focus starts on consent, Space ticks it, Enter sends, Escape closes', async () => {
    const api = mockChatApi();
    api.answerWith(reply('Hi'));
    const { user, onClose } = renderChat();
    expect(consent()).toHaveFocus();
    await user.keyboard(' ');
    expect(consent()).toBeChecked();
    await user.tab();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveFocus();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('Hello{Enter}');
    await screen.findByText('Hi');
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the conversation while closed and focuses the input on reopening once consent is given', async () => {
    const api = mockChatApi();
    api.answerWith(reply('Kept answer'));
    const { user, rerender } = renderChat();
    await user.click(consent());
    await ask(user, 'Keep me');
    await screen.findByText('Kept answer');
    rerender(<ChatAssistant currentPath="/" open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ChatAssistant currentPath="/" open onClose={jest.fn()} />);
    expect(screen.getByText('Kept answer')).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('keeps the closed panel in the page, hidden, with its parts marked for the page script', () => {
    mockChatApi();
    const { container } = renderChat({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = container.querySelector(`[${CHAT_PANEL_PARTS.panel}]`);
    expect(panel).toHaveAttribute('hidden');
    expect(panel).toHaveTextContent(GREETING);
    const part = (name: keyof typeof CHAT_PANEL_PARTS) => panel?.querySelector(`[${CHAT_PANEL_PARTS[name]}]`);
    expect(part('consent')).toHaveAttribute('type', 'checkbox');
    expect(part('message')).toBeDisabled();
    expect(part('send')).toBeDisabled();
    expect(part('close')).toHaveAccessibleName('Close chat');
  });

  it('neither takes the focus nor animates in when the page already shows its copy of the panel', () => {
    mockChatApi();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    renderChat({ alreadyShown: true });
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(outside).toHaveFocus();
    outside.remove();
  });
});

describe('chat widget across pages of one tab', () => {
  const kept = () => JSON.parse(window.sessionStorage.getItem(CHAT_CONTINUATION_KEY) ?? 'null') as unknown;

  /** A conversation as an earlier page of the tab left it. */
  function keepEarlierPage(fields: Record<string, unknown> = {}) {
    const earlier = {
      version: 1,
      open: true,
      consented: true,
      sessionId: 'c0ffee00-1234-4abc-8def-0123456789ab',
      messages: [
        { sender: 'user', text: 'What is sciatica?' },
        { sender: 'bot', text: 'Sciatica is leg pain. [Sciatica](/spinal-conditions/general/sciatica)' },
      ],
      ...fields,
    };
    window.sessionStorage.setItem(CHAT_CONTINUATION_KEY, JSON.stringify(earlier));
    return earlier;
  }

  it('keeps nothing until the conversation starts, then the panel state, consent, session and messages', async () => {
    const api = mockChatApi();
    api.answerWith(reply('Kept reply'));
    const { user, rerender } = renderChat({ open: false });
    expect(kept()).toBeNull();

    rerender(<ChatAssistant currentPath="/" open onClose={jest.fn()} />);
    expect(kept()).toMatchObject({ version: 1, open: true, consented: false, messages: [] });
    await user.click(consent());
    await ask(user, 'Keep this');
    await screen.findByText('Kept reply');
    expect(kept()).toEqual({
      version: 1,
      open: true,
      consented: true,
      sessionId: api.requests[0]?.sessionId,
      messages: [
        { sender: 'user', text: 'Keep this' },
        { sender: 'bot', text: 'Kept reply' },
      ],
    });

    rerender(<ChatAssistant currentPath="/" open={false} onClose={jest.fn()} />);
    expect(kept()).toMatchObject({ open: false, consented: true });
  });

  it('continues the conversation of the previous page: messages, consent, session and history', async () => {
    const earlier = keepEarlierPage();
    const api = mockChatApi();
    api.answerWith(reply('It often settles in weeks.'));
    const { user } = renderChat();
    expect(screen.getByRole('link', { name: 'Sciatica' })).toHaveAttribute(
      'href',
      '/spinal-conditions/general/sciatica',
    );
    expect(log()).not.toHaveTextContent(GREETING);
    expect(consent()).toBeChecked();

    await ask(user, 'How long does it last?');
    await screen.findByText('It often settles in weeks.');
    expect(api.requests[0]).toMatchObject({
      sessionId: earlier.sessionId,
      history: [
        { role: 'user', content: 'What is sciatica?' },
        { role: 'assistant', content: earlier.messages[1]?.text },
      ],
    });
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent)).toHaveLength(4);
  });

  it('leaves the focus where the page put it when the panel continues open, and takes it on a later opening', async () => {
    keepEarlierPage();
    mockChatApi();
    const { user, rerender, onClose } = renderChat();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ChatAssistant currentPath="/" open={false} onClose={onClose} />);
    rerender(<ChatAssistant currentPath="/" open onClose={onClose} />);
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('takes the focus when the visitor opens a panel that was closed on the previous page, showing its messages', async () => {
    keepEarlierPage({ open: false });
    mockChatApi();
    const { rerender } = renderChat({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ChatAssistant currentPath="/" open onClose={jest.fn()} />);
    expect(log()).toHaveTextContent('What is sciatica?');
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('asks again, once, a question whose answer the page change cut off', async () => {
    const earlier = keepEarlierPage();
    const cutOff = [...earlier.messages, { sender: 'user', text: 'Does it need surgery?' }];
    keepEarlierPage({ messages: cutOff });
    const api = mockChatApi();
    api.answerWith(reply('Rarely.'));
    renderChat({ currentPath: '/services' });
    expect(await screen.findByText('Rarely.')).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        message: 'Does it need surgery?',
        sessionId: earlier.sessionId,
        page: '/services',
        history: earlier.messages.map(({ sender, text }) => ({
          role: sender === 'user' ? 'user' : 'assistant',
          content: text,
        })),
      },
    ]);
    expect(log()).toHaveTextContent(/Does it need surgery\?.*Rarely\./);
  });

  it('asks nothing again when the last message was answered, or consent was taken back', () => {
    keepEarlierPage({ consented: false, messages: [{ sender: 'user', text: 'Unanswered' }] });
    const api = mockChatApi();
    const { unmount } = renderChat();
    unmount();
    keepEarlierPage();
    renderChat();
    expect(api.requests).toEqual([]);
  });

  it('starts fresh when what the tab kept is unreadable', () => {
    window.sessionStorage.setItem(CHAT_CONTINUATION_KEY, '{"version":1,"open":true,"messages":[');
    mockChatApi();
    renderChat();
    expect(log()).toHaveTextContent(GREETING);
    expect(consent()).not.toBeChecked();
    expect(consent()).toHaveFocus();
  });
});
