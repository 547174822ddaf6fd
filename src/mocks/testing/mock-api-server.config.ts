// `vite preview` with only the mock API plugin: what `npm start` serves the API with, minus the
// app's build plugins, so the persistence tests can start and kill real servers in about a second.
// Data directory and latency come from MOCK_DATA_DIR and MOCK_LATENCY (docs/running.md).
import { defineConfig } from 'vite';
import { mockApiPlugin } from '@/mocks/hosts/server';

export default defineConfig({ plugins: [mockApiPlugin()], logLevel: 'warn' });
