import { dataPaths, type AppConfig } from '../config';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type FileStorage } from './storage';

/** The configured file storage: DATA_DIR/files, or the S3-compatible bucket (STORAGE=s3). */
export function storageFor(config: AppConfig): FileStorage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createDiskStorage(dataPaths(config).files);
}
