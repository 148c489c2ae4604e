export * from './http/error-body';
export * from './http/api-paths';
export * from './remotes/remote-modules';
export * from './chat/chat-api';
export * from './chat/chat-request-schema';
