// `node --import tsx --import ./tools/node/server-modules.mjs <script>`: lets plain Node run the
// site's server modules outside Next (app processes, benchmarks, scripts). Those modules import
// `server-only`, which throws unless the import comes from a server bundle; here every module is
// server code, so it resolves to an empty module, as Next resolves it for server code.
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
