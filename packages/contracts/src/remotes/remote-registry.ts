import type {
  BookingFormProps,
  ChatWidgetProps,
  ContentPageProps,
  FellowshipInquiryFormProps,
  RetentionTableProps,
  ServicesPageProps,
  SubmissionsPageProps,
} from './remote-modules';

/**
 * One exposed module: its source path inside the remote's folder, and (as a type only) the props the shell renders
 * it with. `props` never holds a value; it carries the contract type to the generated exposes.typecheck.ts.
 */
export interface RemoteExposeDefinition<Props = unknown> {
  readonly module: string;
  readonly props?: Props;
}

const expose = <Props>(module: string): RemoteExposeDefinition<Props> => ({ module });

export interface RemoteDefinition {
  /** Module Federation container name: what /remotes.json and loadRemote('<container>/<expose>') use. */
  readonly container: string;
  /** The remote's folder at the repo root; its npm workspace is `@clinic/<folder>`. */
  readonly folder: string;
  /** `npm run dev` port. */
  readonly devPort: number;
  /** Environment variable overriding where the API points the shell for this remote's mf-manifest.json. */
  readonly urlEnv: string;
  /** Expose name (no './') -> module and contract props. */
  readonly exposes: Readonly<Record<string, RemoteExposeDefinition>>;
}

/**
 * Every federated remote, once. The rspack exposes, the API's remote list and config keys, the dev remotes.json,
 * the lint zones, the turbo build order, the image build, the per-app pipelines and each remote's exposes
 * typecheck all derive from it (`npm run registry` regenerates the static files; a test fails when they drift).
 * Adding a remote: an entry here, its folder, and its folder in the root package.json workspaces.
 */
export const REMOTE_REGISTRY = {
  content: {
    container: 'mf_content',
    folder: 'mf-content',
    devPort: 3001,
    urlEnv: 'REMOTE_MF_CONTENT_URL',
    exposes: {
      'content-page': expose<ContentPageProps>('./src/exposes/content-page.tsx'),
      'retention-table': expose<RetentionTableProps>('./src/exposes/retention-table.tsx'),
    },
  },
  booking: {
    container: 'mf_booking',
    folder: 'mf-booking',
    devPort: 3002,
    urlEnv: 'REMOTE_MF_BOOKING_URL',
    exposes: {
      'services-page': expose<ServicesPageProps>('./src/exposes/services-page.tsx'),
      'fellowship-inquiry-form': expose<FellowshipInquiryFormProps>('./src/exposes/fellowship-inquiry-form.tsx'),
      'booking-form': expose<BookingFormProps>('./src/exposes/booking-form.tsx'),
    },
  },
  chat: {
    container: 'mf_chat',
    folder: 'mf-chat',
    devPort: 3003,
    urlEnv: 'REMOTE_MF_CHAT_URL',
    exposes: { 'chat-widget': expose<ChatWidgetProps>('./src/exposes/chat-widget.tsx') },
  },
  admin: {
    container: 'mf_admin',
    folder: 'mf-admin',
    devPort: 3004,
    urlEnv: 'REMOTE_MF_ADMIN_URL',
    exposes: { 'submissions-page': expose<SubmissionsPageProps>('./src/exposes/submissions-page.tsx') },
  },
} as const satisfies Record<string, RemoteDefinition>;

export type RemoteKey = keyof typeof REMOTE_REGISTRY;
type Registry = typeof REMOTE_REGISTRY;

/** The contract props of one expose, e.g. ExposeProps<'chat', 'chat-widget'>. */
export type ExposeProps<K extends RemoteKey, E extends keyof Registry[K]['exposes']> =
  Registry[K]['exposes'][E] extends RemoteExposeDefinition<infer Props> ? Props : never;

export type RemoteUrlEnvName = Registry[RemoteKey]['urlEnv'];
export type RegistryContainer = Registry[RemoteKey]['container'];
export type RegistryFolder = Registry[RemoteKey]['folder'];

export const REMOTE_KEYS = Object.keys(REMOTE_REGISTRY) as RemoteKey[];
export const REMOTE_LIST: readonly Registry[RemoteKey][] = Object.values(REMOTE_REGISTRY);
export const REMOTE_FOLDERS = REMOTE_LIST.map((remote) => remote.folder) as RegistryFolder[];
export const REMOTE_URL_ENV_NAMES = REMOTE_LIST.map((remote) => remote.urlEnv) as RemoteUrlEnvName[];

/** Where the API serves the runtime manifest (container name -> mf-manifest.json URL) the shell loads remotes from. */
export const REMOTES_MANIFEST_PATH = '/remotes.json';

export const remoteWorkspace = (remote: Pick<RemoteDefinition, 'folder'>) => `@clinic/${remote.folder}`;
