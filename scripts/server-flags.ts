// How the server process is started (npm start in package.json says the same; the bench starts
// its servers with these too). Measured on a fresh node with the demo offer (issue 20):
// - --max-semi-space-size=2: V8's young generation grows to 3 x 16 MiB per isolate by default,
//   and the main thread's heap stood at 171 MiB with 50 MiB in use; with 2 MiB semi-spaces it
//   stays near what is used (48 MiB). A page render's garbage is scavenged more often, cheaply.
// - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own 64 MiB arena and keeps
//   what it touched; V8's compiler threads (the database's WASM engine is compiled at start)
//   left about 150 MiB resident in five arenas.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
