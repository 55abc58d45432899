export { FileUpload, type FileUploadProps, type UploadFunction, type UploadedFile } from './file-upload';
