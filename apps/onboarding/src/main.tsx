import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { browserDependencies } from './app/browser-dependencies';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const { store } = createAppStore(browserDependencies());

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
