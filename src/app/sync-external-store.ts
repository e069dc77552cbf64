// wouter imports useSyncExternalStore through the shim for React 17, which React 19 has built in: the bundle
// takes it from React instead (vite.config.ts), and leaves the shim out.
export { useSyncExternalStore } from 'react';
