// React DOM's two roots, from a module of ours in React's chunk (vite.config.ts): the entry
// imports it to evaluate React in a task of its own before the app, without carrying the
// CommonJS interop helper that importing react-dom directly would put in the entry.
export { createRoot, hydrateRoot } from 'react-dom/client';
