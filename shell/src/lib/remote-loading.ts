import type { RemoteFailureReason, RemoteFailureStage } from '@clinic/contracts';

/**
 * How long a region waits for its remote before showing its fallback: a remote that hangs (a server that accepts
 * the connection and never answers) must not leave the visitor with an endless spinner.
 */
export const REMOTE_TIME_LIMIT_MS = 10_000;

/** How far each remote got, written by the load-stages runtime plugin, read when a load fails or times out. */
interface RemoteProgress {
  stage: RemoteFailureStage;
  /** The remote's build version from its mf-manifest.json, once read. */
  release?: string;
}

const progress = new Map<string, RemoteProgress>();

export function recordRemoteStage(container: string, stage: RemoteFailureStage, release?: string) {
  const previous = progress.get(container);
  progress.set(container, { stage, release: release ?? previous?.release });
}

export function remoteProgress(container: string): RemoteProgress {
  return progress.get(container) ?? { stage: 'manifest' };
}

export interface RemoteLoadErrorDetails {
  container: string;
  expose: string;
  reason: RemoteFailureReason;
  cause?: unknown;
}

/** Every way a remote region can fail, as one error that says where: the slot reports it and shows its fallback. */
export class RemoteLoadError extends Error {
  readonly container: string;
  readonly expose: string;
  readonly stage: RemoteFailureStage;
  readonly reason: RemoteFailureReason;
  readonly release: string | undefined;

  constructor({ container, expose, reason, cause }: RemoteLoadErrorDetails) {
    const { stage, release } = remoteProgress(container);
    super(
      reason === 'timeout'
        ? `${container}/${expose} did not load in time (at its ${stage})`
        : `${container}/${expose} failed to load (at its ${stage})`,
      { cause },
    );
    this.name = 'RemoteLoadError';
    this.container = container;
    this.expose = expose;
    this.stage = stage;
    this.reason = reason;
    this.release = release;
  }
}
