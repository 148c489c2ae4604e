import { islandModule } from '@clinic/contracts/islands';
import { REMOTE_REGISTRY } from '@clinic/contracts/remotes';

/** The shell's own islands (see ISLAND_ATTRIBUTE in contracts); remotes' islands are named '<container>/<expose>'. */
export const CHAT_LAUNCHER_ISLAND = 'shell/chat-launcher';

/** The remote modules each of the shell's islands renders ('<container>/<expose>'): their code is fetched ahead. */
export const SHELL_ISLAND_REMOTES: Readonly<Record<string, readonly string[]>> = {
  [CHAT_LAUNCHER_ISLAND]: [
    islandModule(REMOTE_REGISTRY.chat.container, 'chat-widget' satisfies keyof typeof REMOTE_REGISTRY.chat.exposes),
  ],
};
