// How the server process is started (npm start in package.json says the same; the bench starts
// its servers with these too). Measured on a fresh node with the demo offer (issue 20):
// - --max-semi-space-size=2: V8's young generation grows to 3 x 16 MiB per isolate by default,
//   and the main thread's heap stood at 171 MiB with 50 MiB in use; with 2 MiB semi-spaces it
//   stays near what is used (48 MiB). A page render's garbage is scavenged more often, cheaply.
// - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates its own 64 MiB arena and keeps
//   what it touched; V8's compiler threads (the database's WASM engine is compiled at start)
//   left about 150 MiB resident in five arenas.
// - MALLOC_MMAP_THRESHOLD_=131072: a block of 128 KiB or more gets a mapping of its own, returned
//   when freed. At 256 KiB (issue 20: the start's large short-lived blocks had left 63 MiB of an
//   arena resident) a page render's 200-250 kB buffers still came from the main heap, where the
//   dead ones wait for V8's next full collection: under page load with misses the main heap grew
//   by 80-90 MiB and kept most of it (smaps, issue 30: peak 394-519 MiB, 375-385 at 128 KiB, with
//   as many misses rendered in the 8 s).
// - --liftoff-only: V8 compiles the database's WASM engine with its baseline compiler and never
//   tiers hot functions up with TurboFan, whose compile zones left 100-150 MiB resident in
//   malloc after start. The engine's work here is short OLTP statements: 3,000 inserts and
//   indexed selects took 5.4-5.8 s with tier-up and 4.9-6.1 s without (machine load ~20),
//   within the noise, at 398-406 MiB instead of 467-526 MiB RSS for a bare PGlite process.
// - --heap-growing-percent=50: after each full collection V8 lets the old generation grow by half
//   of what it kept, instead of a factor it picks itself (up to 4x). Under page load with misses
//   the main heap of some nodes grew to 136-141 MiB (others 80), and a render's dead buffers and
//   page strings, outside the heap's own pages, wait for that next full collection too: peak
//   RSS 360-422 MiB in four runs, 335-354 with the flag (20 read 318-338; same load, issue 30).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--liftoff-only', '--heap-growing-percent=50'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
