/** An item of this tab's sessionStorage; null when there is none or the browser refuses storage (access throws). */
export function readTabStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
