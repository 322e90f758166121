/**
 * The requests of Decap's local backend the editor makes: the proxy backend's
 * actions (decap-cms-backend-proxy) for a site in simple publish mode, each with the parameters it
 * sends, and for each the files it names. Anything else, the editorial workflow's actions and an
 * entry's move (`newPath`, which decap-server carries out by moving every file of the folder)
 * included, is refused: this editor never sends them.
 */
import { IMAGE_MAX_BYTES } from '../../site/content/blocks.ts';
import { allowedContentFile, allowedContentFolder, allowedMediaFile, MEDIA_DIR } from './paths.ts';

type Params = Record<string, unknown>;

/** What the guard needs to know of one action. */
export interface Action {
  /** Why these parameters are refused (status and message), or undefined when they are fine. */
  refuse(params: Params, root: string): { status: number; message: string } | undefined;
  /** The content files the action writes or deletes: their versions are compared first. */
  writes?(params: Params): string[];
}

const isRecord = (value: unknown): value is Params =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const badRequest = (message: string) => ({ status: 400, message });
const forbidden = (path: unknown) => ({
  status: 403,
  message: `${JSON.stringify(path)} is outside what the editor edits (content/ and ${MEDIA_DIR}/)`,
});

/** The first path of `paths` the check refuses, as a refusal. */
function firstRefused(paths: unknown[], allowed: (path: unknown) => boolean) {
  const wrong = paths.find((path) => !allowed(path));
  return wrong === undefined ? undefined : forbidden(wrong);
}

/**
 * A picture to save: in the media folder by the site's name rule, base64, within the size the
 * build accepts (the editor makes uploads fit: client/admin/upload.ts).
 */
function refuseAsset(asset: unknown, root: string) {
  if (!isRecord(asset) || typeof asset.content !== 'string' || asset.encoding !== 'base64')
    return badRequest('an asset is { path, content, encoding: "base64" }');
  if (!allowedMediaFile(root, asset.path)) return forbidden(asset.path);
  const bytes = Buffer.byteLength(asset.content, 'base64');
  if (bytes > IMAGE_MAX_BYTES)
    return {
      status: 422,
      message: `사진 파일이 ${Math.ceil(bytes / 1024)} KB로 사이트의 한도 ${IMAGE_MAX_BYTES / 1024} KB를 넘어 저장하지 않았습니다.`,
    };
  return undefined;
}

const anyFile = (root: string) => (path: unknown) =>
  allowedContentFile(root, path) || allowedMediaFile(root, path);

export const ACTIONS: Readonly<Record<string, Action>> = {
  entriesByFolder: {
    refuse: (params, root) => {
      if (!['md', 'yaml'].includes(String(params.extension)))
        return badRequest('extension is md or yaml');
      const depth = params.depth;
      if (!Number.isInteger(depth) || (depth as number) < 1 || (depth as number) > 8)
        return badRequest('depth is a whole number from 1 to 8');
      return allowedContentFolder(root, params.folder) ? undefined : forbidden(params.folder);
    },
  },
  entriesByFiles: {
    refuse: (params, root) =>
      Array.isArray(params.files) && params.files.every(isRecord)
        ? firstRefused(
            params.files.map((file) => file.path),
            (path) => allowedContentFile(root, path),
          )
        : badRequest('files is a list of { path }'),
  },
  getEntry: {
    refuse: (params, root) =>
      allowedContentFile(root, params.path) ? undefined : forbidden(params.path),
  },
  persistEntry: {
    refuse: (params, root) => {
      const { dataFiles, assets } = params;
      if (!Array.isArray(dataFiles) || !dataFiles.length || !dataFiles.every(isRecord))
        return badRequest('dataFiles is a list of { path, slug, raw }');
      if (!Array.isArray(assets)) return badRequest('assets is a list');
      if (dataFiles.some((file) => typeof file.raw !== 'string' || 'newPath' in file))
        return badRequest('each data file has its text (raw) and no newPath');
      return (
        firstRefused(
          dataFiles.map((file) => file.path),
          (path) => allowedContentFile(root, path),
        ) ??
        assets.map((asset) => refuseAsset(asset, root)).find(Boolean) ??
        undefined
      );
    },
    writes: (params) => (params.dataFiles as Params[]).map((file) => file.path as string),
  },
  getMedia: {
    refuse: (params) =>
      params.mediaFolder === MEDIA_DIR ? undefined : forbidden(params.mediaFolder),
  },
  getMediaFile: {
    refuse: (params, root) =>
      allowedMediaFile(root, params.path) ? undefined : forbidden(params.path),
  },
  persistMedia: {
    refuse: (params, root) => refuseAsset(params.asset, root),
  },
  deleteFile: {
    refuse: (params, root) => firstRefused([params.path], anyFile(root)),
    writes: (params) => [params.path as string].filter((path) => path.startsWith('content/')),
  },
  deleteFiles: {
    refuse: (params, root) =>
      Array.isArray(params.paths) && params.paths.length
        ? firstRefused(params.paths, anyFile(root))
        : badRequest('paths is a list'),
    writes: (params) => (params.paths as string[]).filter((path) => path.startsWith('content/')),
  },
  // Decap asks after every save of a simple-mode entry; decap-server answers null.
  getDeployPreview: { refuse: () => undefined },
};
