export * from './http/error-body';
export * from './http/api-paths';
export * from './remotes/remote-modules';
export * from './staff/staff-api';
export * from './client-events/remote-failure-event';
export * from './client-events/remote-failure-schema';
export * from './chat/chat-api';
export * from './chat/chat-request-schema';
