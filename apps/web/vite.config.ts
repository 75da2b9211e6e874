import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";
// A relative path, not @fad/contracts: Vite bundles the config's own files but not linked packages.
import { SERVER_RENDER_DIR } from "../../packages/contracts/src/host/server-render.ts";
import { usGeographyPlugin } from "./build-tools/us-geography/us-geography-plugin.ts";

const API_SERVER = process.env.FAD_API_SERVER ?? "http://localhost:8080";

/**
 * In development Vite serves index.html itself, so the page would carry no settings. This asks the
 * running server for the host page of the same address and copies its head (title, robots hint,
 * settings block) in, so every variant behaves in `npm run dev` as it does in production.
 */
function hostPageHeadFromServer(): Plugin {
  return {
    name: "fad-host-page-head",
    apply: "serve",
    async transformIndexHtml(html, context) {
      try {
        const response = await fetch(new URL(context.originalUrl ?? context.path, API_SERVER), {
          headers: { accept: "text/html" },
        });
        const head = (await response.text()).match(
          /<title>[\s\S]*?<script type="application\/json" id="fad-settings">[\s\S]*?<\/script>/,
        )?.[0];
        return head ? html.replace("<!--fad-head-->", head) : html;
      } catch {
        return html;
      }
    },
  };
}

/** Every chunk sets zod's jitless flag before any schema is built (see rolldownOptions below). */
const ZOD_JITLESS_BANNER = "globalThis.__zod_globalConfig??={};globalThis.__zod_globalConfig.jitless=true;";

/**
 * After the browser build, builds the server-render entry (src/server-render/render-page.tsx) into
 * <outDir>/server/, with every package bundled in: the server loads it from wherever the build is
 * (a temporary folder in tests and benchmarks), where no node_modules can be found.
 */
function serverRenderBuild(): Plugin {
  let outDir = "";
  let root = "";
  return {
    name: "fad-server-render-build",
    apply: (config) => config.mode !== "development" && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        // The map's chunks are bundled into the server render too (never rendered there: the map is lazy).
        plugins: [react(), usGeographyPlugin()],
        ssr: { noExternal: true },
        publicDir: false,
        build: {
          ssr: "src/server-render/render-page.tsx",
          outDir: path.join(outDir, SERVER_RENDER_DIR),
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: { output: { banner: ZOD_JITLESS_BANNER } },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), usGeographyPlugin(), hostPageHeadFromServer(), serverRenderBuild()],
  // Absolute /assets/… URLs: the server serves the assets at /assets whatever base path the page's
  // settings give the routes (e.g. /variants/psg), so the built page works under every base path.
  base: "/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Written for the developers, named by no bundle and never served (the server refuses *.map: they
    // would publish every module's source; issue 22).
    sourcemap: "hidden",
    // The server writes /fadmaa/embed.js from the manifest: it names the embed entry's hashed module
    // and CSS files (docs/embedding.md).
    manifest: true,
    rolldownOptions: {
      output: {
        // zod builds fast object parsers with `new Function` when eval is allowed and probes for that
        // with a caught `new Function("")`; our CSP forbids eval and Chromium reports the probe as a CSP
        // violation (a Lighthouse best-practices failure, noise in CSP reports). zod's jitless setting
        // skips both, but it must be in place before the first schema is built, which a module cannot
        // promise once chunks are split: so every chunk starts by setting it (decision 51).
        banner: ZOD_JITLESS_BANNER,
      },
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        embed: fileURLToPath(new URL("src/embed/embed-main.tsx", import.meta.url)),
        // The staff console's own entry (decision 160): the server writes its page from the manifest,
        // as for the embed; no patient page references its code. A JS entry, not a second HTML page,
        // so the patient page keeps its module-preload polyfill inlined (no extra file for it).
        staff: fileURLToPath(new URL("src/staff/staff-main.tsx", import.meta.url)),
      },
    },
  },
  experimental: {
    // Files a script asks for (lazy chunks and the CSS they preload) resolve against the script's own
    // URL, not against "/" of the page: on a host page of another origin "/" is the host's.
    renderBuiltUrl: (_filename, { hostType }) => (hostType === "js" ? { relative: true } : undefined),
  },
  server: {
    port: 5173,
    proxy: { "/fadmaa": API_SERVER },
  },
});
