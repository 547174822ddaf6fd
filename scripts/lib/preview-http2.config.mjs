// `vite preview` over HTTP/2, as a production host serves the build (docs/running.md, "Caching
// and compression"): browsers speak HTTP/2 only over TLS, so the server gets a self-signed
// certificate for localhost (@vitejs/plugin-basic-ssl, kept in node_modules/.vite/basic-ssl).
// Everything else is the project's own config. Used by `startPreview({ http2: true })`.
import basicSsl from '@vitejs/plugin-basic-ssl';
import { mergeConfig } from 'vite';
import projectConfig from '../../vite.config.ts';

export default async (env) => mergeConfig(await projectConfig(env), { plugins: [basicSsl()] });
