/** One sample line of the Prometheus text format: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of an exposition (comments skipped). Enough for the API's own output; Prometheus itself is the real check. */
export const parseSamples = (text: string): Sample[] =>
  text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key!, value!]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });

/** The value of the one sample with this name and (at least) these labels; undefined when there is none. */
export const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

/** GET a metrics URL (with a bearer token when given) and parse it. */
export const scrape = async (url: string, token?: string) => {
  const res = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  const text = await res.text();
  return { text, samples: parseSamples(text), contentType: res.headers.get('content-type') };
};
