import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createSharedMap } from './shared-map';

export interface FrontEndAppOptions {
  /** The app's folder (use `__dirname` in its rspack.config.ts). */
  appDir: string;
  /** Module Federation container name, an identifier: 'shell', 'mf_content', ... */
  containerName: string;
  /** Dev-server port for `npm run dev`. */
  devPort: number;
  /** Exposed modules, `./kebab-case` -> source path. Empty for the shell. */
  exposes?: Record<string, string>;
  /** '/' for the shell; 'auto' for a remote, so one build works wherever it is deployed. */
  publicPath: string;
  /** Extra Module Federation runtime plugins (shell only). */
  runtimePlugins?: string[];
  /** The HTML page: the shell's template (its head is filled per route at build time), or a remote's dev page title. */
  html: {
    title?: string;
    template?: string;
    /** The HTML file's name in production builds, when a later step turns it into the real pages. */
    productionFilename?: string;
  };
  /**
   * Further entries, each with its own production HTML file from the same template (the shell's islands runtime for
   * prerendered pages). The app's own entry stays `main`.
   */
  extraEntries?: Record<string, { path: string; productionFilename: string }>;
  /** Dev-server proxy targets, e.g. { '/api': 'http://localhost:8080' }. */
  devProxy?: Record<string, string>;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const TARGET: Configuration['target'] = ['web', 'es2022'];

/** TypeScript and TSX through SWC, for the browsers the site supports. */
function swcRule(isProduction: boolean) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
      },
      env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
    },
    type: 'javascript/auto',
  };
}
const FORMATJS_MESSAGES_LOADER = path.resolve(__dirname, '../loaders/formatjs-messages.cjs');

export function createFrontEndConfig(options: FrontEndAppOptions, argv: { mode?: string } = {}): Configuration {
  const isProduction = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const { appDir } = options;
  const isHost = !options.exposes || Object.keys(options.exposes).length === 0;

  return {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: {
      main: './src/index.ts',
      ...Object.fromEntries(Object.entries(options.extraEntries ?? {}).map(([name, extra]) => [name, extra.path])),
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    target: TARGET,
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isProduction ? options.publicPath : 'auto',
      filename: isProduction ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: isProduction ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      uniqueName: options.containerName,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        '@': path.join(appDir, 'src'),
        // Messages arrive parsed (FORMATJS_MESSAGES_LOADER): the browser needs no ICU parser.
        '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
      },
    },
    module: {
      rules: [
        // Production: Griffel styles are computed at build time, so the browser neither resolves them nor needs
        // Fluent's token map to do it. Development keeps the faster runtime path; both render the same classes.
        ...(isProduction
          ? [
              {
                test: /\.tsx?$/,
                exclude: /node_modules/,
                loader: '@griffel/webpack-loader',
                options: { babelOptions: { presets: ['@babel/preset-typescript'] } },
              },
            ]
          : []),
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          enforce: 'pre',
          loader: FORMATJS_MESSAGES_LOADER,
        },
        swcRule(isProduction),
        { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.containerName,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: createSharedMap(REPO_ROOT),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
        // In production the shell ships the federation runtime once and remotes reuse it (about 35 KB gzip
        // less per remote). In development each remote keeps its own, so it can also run on its own page.
        experiments: isProduction ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {},
      }),
      new rspack.HtmlRspackPlugin({
        title: options.html.title,
        template: options.html.template,
        filename: (isProduction && options.html.productionFilename) || 'index.html',
        chunks: ['main'],
        scriptLoading: 'defer',
        minify: isProduction,
      }),
      ...(isProduction ? Object.entries(options.extraEntries ?? {}) : []).map(
        ([name, extra]) =>
          new rspack.HtmlRspackPlugin({
            template: options.html.template,
            filename: extra.productionFilename,
            chunks: [name],
            scriptLoading: 'defer',
            minify: true,
          }),
      ),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(appDir, 'public'), to: '.', noErrorOnMissing: true }],
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
    ],
    optimization: { minimize: isProduction },
    // Lazy compilation defers remote chunks behind a proxy that Module Federation does not expect.
    lazyCompilation: false,
    performance: false,
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // dev-public/ holds what only `npm run dev` serves, such as the shell's remotes.json pointing at the dev servers.
      static: [{ directory: path.join(appDir, 'public') }, { directory: path.join(appDir, 'dev-public') }],
      proxy: Object.entries(options.devProxy ?? {}).map(([context, target]) => ({ context: [context], target })),
    },
  };
}

export interface PlainScriptOptions {
  appDir: string;
  /** The config this one builds after, into the same folder (its `name`). */
  after: string;
  /** Entry name -> source path. */
  entry: Record<string, string>;
  /** The page template, written as `htmlFilename` with this script (and no other). */
  html: { template: string; filename: string };
}

/**
 * A production script outside Module Federation, built after the app into the same dist folder: no federation
 * runtime and no shared modules, so a page can run it before (or without) any of that. Plain DOM code only.
 */
export function createPlainScriptConfig(options: PlainScriptOptions): Configuration {
  return {
    name: `${options.after}-plain-scripts`,
    dependencies: [options.after],
    mode: 'production',
    context: options.appDir,
    entry: options.entry,
    devtool: 'source-map',
    target: TARGET,
    output: {
      path: path.join(options.appDir, 'dist'),
      publicPath: '/',
      filename: 'static/js/[name].[contenthash:10].js',
      uniqueName: `${options.after}_plain`,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@': path.join(options.appDir, 'src') } },
    module: { rules: [swcRule(true)] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: options.html.template,
        filename: options.html.filename,
        scriptLoading: 'defer',
        minify: true,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { minimize: true },
    performance: false,
  };
}
