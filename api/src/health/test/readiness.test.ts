import { createReadiness } from '../domain/readiness';

const diskFull = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

describe('readiness', () => {
  it('is ready only while every check passes, names the failing one, and recovers by itself', async () => {
    let writeFails = true;
    const failed: string[] = [];
    const readiness = createReadiness(
      {
        storageQuery: async () => {},
        storageWrite: async () => {
          if (writeFails) throw diskFull();
        },
        deliveryWorkerOnSchedule: () => true,
        onCheckFailed: (check) => failed.push(check),
      },
      { reuseForMs: 0 },
    );

    expect(await readiness()).toEqual({
      status: 'not_ready',
      checks: { storageQuery: 'ok', storageWrite: 'failing', deliveryWorker: 'ok' },
    });
    expect(failed).toEqual(['storageWrite']);

    writeFails = false;
    expect((await readiness()).status).toBe('ready');
  });

  it('fails a check that does not answer in time, and a stalled delivery worker', async () => {
    const readiness = createReadiness(
      {
        storageQuery: () => new Promise<void>(() => {}),
        storageWrite: async () => {},
        deliveryWorkerOnSchedule: () => false,
      },
      { timeoutMs: 20 },
    );
    expect((await readiness()).checks).toEqual({
      storageQuery: 'failing',
      storageWrite: 'ok',
      deliveryWorker: 'failing',
    });
  });

  it('shares one probe between callers arriving together', async () => {
    let writes = 0;
    const readiness = createReadiness({
      storageQuery: async () => {},
      storageWrite: async () => {
        writes += 1;
      },
      deliveryWorkerOnSchedule: () => true,
    });
    await Promise.all([readiness(), readiness(), readiness()]);
    await readiness();
    expect(writes).toBe(1);
  });
});
