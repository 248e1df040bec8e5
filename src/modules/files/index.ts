import 'server-only';

// The files module's server API (decision 015): the file store behind /api/files and /files (decision 010). Its other files are private.
export { MAX_CHUNK_BYTES } from './constants';
export { deleteStoredFile } from './delete-stored-file';
export { getStoredFile, getThumbnailsPage, listStoredFiles } from './queries';
export { appendUploadChunk, cancelUpload, getUploadStatus, startUpload } from './resumable-upload';
export { serveStoredFile, storedPathFromSegments } from './serve-file';
export { isStoredThumbnail, readThumbnailChoices, storedImageView, storedPathsAmong, type ThumbnailChoice } from './editor-images';
