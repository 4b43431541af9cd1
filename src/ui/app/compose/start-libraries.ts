// The libraries the first screen runs on, imported by src/ui/main.tsx before the app's own modules so that
// evaluating them is a task of its own (issue 37). Exported only so the build keeps them in this import:
// the app imports them itself.
export { createRoot } from 'react-dom/client';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { createStore } from 'zustand/vanilla';
