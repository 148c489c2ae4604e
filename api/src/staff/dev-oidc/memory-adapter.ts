/**
 * oidc-provider's storage for the local provider: one Map per provider, entries dropped when they expire. (The
 * package's own in-memory adapter is the same idea but announces itself on the console.)
 */
type Payload = Record<string, unknown> & { grantId?: string; uid?: string; consumed?: number };

interface Entry {
  payload: Payload;
  expiresAt: number;
}

export const createMemoryAdapterFactory = () => {
  const entries = new Map<string, Entry>();
  const live = (key: string): Payload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id: string, payload: Payload, expiresIn?: number) => {
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        entries.set(keyOf(id), { payload, expiresAt });
      },
      find: async (id: string) => live(keyOf(id)),
      findByUid: async (uid: string) =>
        [...entries.keys()]
          .filter((key) => key.startsWith(`${model}:`))
          .map((key) => live(key))
          .find((payload) => payload?.uid === uid),
      findByUserCode: async () => undefined,
      consume: async (id: string) => {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id: string) => {
        entries.delete(keyOf(id));
      },
      revokeByGrantId: async (grantId: string) => {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
};
