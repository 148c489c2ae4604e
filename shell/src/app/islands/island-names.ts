/** The shell's own islands (see ISLAND_ATTRIBUTE in contracts); remotes' islands are named '<container>/<expose>'. */
export const CHAT_LAUNCHER_ISLAND = 'shell/chat-launcher';
