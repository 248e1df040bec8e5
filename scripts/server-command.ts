/**
 * How the server process is started, everywhere it is (`npm start`, the benches, the journeys and the durability
 * tests): one command, so what is measured and tested is what runs.
 *
 * `--max-semi-space-size=64` (MiB; Node's default is 16): a request server allocates fast and keeps little, so most of
 * what a request allocates dies young, and a larger young generation collects it less often (decision 076).
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=64'];
export const SERVER_NODE_ARGS = [...SERVER_V8_FLAGS, '--import', 'tsx', 'server.ts'];
