import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps the shape of `process.nextTick`'s queue entries alive for the life of the process.
 *
 * Each entry is an object literal (`{ [async_id_symbol], [trigger_async_id_symbol], callback,
 * args }`) whose hidden classes V8 reaches through weak transitions. A full garbage collection
 * that finds no entry queued frees them, and the next tick builds new ones. Starting the server
 * runs several such collections (PGlite's WebAssembly heap, the seed, the first reads); after the
 * fourth rebuild the property definitions in nextTick's literal go megamorphic for good, and
 * every tick defines its fields through V8's runtime. Node's HTTP server queues about ten ticks
 * per request, so a cached settings read paid ~3.5 µs of its ~40 µs for it
 * (`perf`, and `%DebugPrint(process.nextTick)` showing the slots MEGAMORPHIC).
 *
 * One entry held here keeps its hidden class, and the chain of transitions to it, alive: the
 * literal stays monomorphic. Inside a tick's callback the current async resource is the entry.
 */
let held: object | undefined;

process.nextTick(() => {
  held = executionAsyncResource();
});

/** The queue entry held (for the test); undefined until the first tick has run. */
export const heldTickEntry = () => held;
