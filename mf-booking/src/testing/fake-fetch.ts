/** A stand-in for window.fetch in jsdom (which has none): each call answers with the next queued reply. */
export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface FakeFetch {
  mock: jest.Mock<Promise<Response>, [string, RequestInit]>;
  /** The JSON bodies sent so far. */
  sentBodies: () => unknown[];
}

function toResponse({ status, body }: FakeReply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  } as Response;
}

/** Replies in order; a reply may be an Error (the request is rejected) or a promise the test settles later. */
export function installFakeFetch(...replies: (FakeReply | Error | Promise<FakeReply>)[]): FakeFetch {
  const queue = [...replies];
  const mock = jest.fn(async (_url: string, _init: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return toResponse(await next);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return {
    mock,
    sentBodies: () => mock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown),
  };
}

/** A reply the test releases when it chooses, to look at the form while the request is in flight. */
export function deferredReply(): { promise: Promise<FakeReply>; resolve: (reply: FakeReply) => void } {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((release) => {
    resolve = release;
  });
  return { promise, resolve };
}
