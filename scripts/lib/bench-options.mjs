// The command-line options every benchmark script reads the same way: `--flag value` or
// `--flag=value`, an unknown flag an error. Each script gives its defaults and its own flags.

export const asText = (value) => value;
export const asNumber = (value) => Number(value);
export const asNumbers = (value) => value.split(',').map(Number);
export const asWords = (value) => value.split(',');

/** The flags of every benchmark: a running server (`--url`) or a build to serve, and the runs. */
const commonFlags = {
  '--url': ['url', asText],
  '--dist': ['dist', asText],
  '--port': ['port', asNumber],
  '--runs': ['runs', asNumber],
};

/**
 * `defaults` with what `argv` sets; `flags` maps a script's own flags to `[option, parse]`
 * (`{ '--latency': ['latencies', asNumbers] }`).
 */
export function parseBenchOptions(argv, defaults, flags = {}) {
  const known = new Map(Object.entries({ ...commonFlags, ...flags }));
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const entry = known.get(flag);
    if (!entry) throw new Error(`unknown option ${flag}`);
    const [name, parse] = entry;
    options[name] = parse(inline ?? argv[++i]);
  }
  return options;
}
