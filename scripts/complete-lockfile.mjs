// Some registry mirrors do not carry every platform build of a native package (e.g. @rspack/binding-darwin-arm64),
// so `npm install` leaves those optional dependencies out of package-lock.json, and `npm ci` then refuses the lock
// as out of sync. This adds an entry for each missing platform package, with the os/cpu/libc read from its name,
// so every platform skips what is not its own and fetches what is. Runs after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'sunos', 'aix', 'openharmony', 'netbsd'];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
  mips64el: 'mips64el',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part)) ?? (parts.includes('windows') ? 'win32' : undefined);
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && os === 'linux' && { libc: [libc] }) };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added.length} platform builds missing from the registry mirror`);
}
