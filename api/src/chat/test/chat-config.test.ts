import { ConfigError, loadConfig } from '../../config/load-config';

describe('chat configuration', () => {
  it('defaults to the embedded assistant, 60 messages an hour per visitor and 300 per address', () => {
    const config = loadConfig({});
    expect(config.chat).toEqual({ messagesPerIpPerHour: 300, messagesPerSessionPerHour: 60, openAi: undefined });
  });

  it('uses OpenAI once a key is set, with the model, base URL and timeout', () => {
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-abc',
      OPENAI_MODEL: 'gpt-4.1-mini',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_TIMEOUT_MS: '5000',
      CHAT_MESSAGES_PER_IP_PER_HOUR: '10',
      CHAT_MESSAGES_PER_SESSION_PER_HOUR: '5',
    });
    expect(config.chat).toEqual({
      messagesPerIpPerHour: 10,
      messagesPerSessionPerHour: 5,
      openAi: { apiKey: 'sk-abc', model: 'gpt-4.1-mini', baseUrl: 'http://127.0.0.1:9999/v1', timeoutMs: 5000 },
    });
  });

  it('reports each bad chat key on its own line, never echoing the key', () => {
    let error: unknown;
    try {
      loadConfig({
        CHAT_MESSAGES_PER_IP_PER_HOUR: 'lots',
        CHAT_MESSAGES_PER_SESSION_PER_HOUR: '0',
        OPENAI_API_KEY: 'sk secret with spaces',
        OPENAI_BASE_URL: 'not a url',
        OPENAI_TIMEOUT_MS: '5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { issues, message } = error as ConfigError;
    expect(issues.map((issue) => issue.key).sort()).toEqual([
      'CHAT_MESSAGES_PER_IP_PER_HOUR',
      'CHAT_MESSAGES_PER_SESSION_PER_HOUR',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'OPENAI_TIMEOUT_MS',
    ]);
    expect(message).not.toContain('secret');
  });
});
