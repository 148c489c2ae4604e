import { pageLink, passageExcerpt } from '../knowledge/passage-excerpt';
import { NO_MATCH_REPLY, READ_MORE } from './assistant-replies';
import type { Responder } from './responder';

/** The embedded default, with no model: the most relevant passage of the site's articles and a link to its page. */
export const createOfflineResponder = (): Responder => ({
  respond: ({ passages }) => {
    const [best] = passages;
    return Promise.resolve({
      reply: best ? `${passageExcerpt(best)}\n\n${READ_MORE} ${pageLink(best)}` : NO_MATCH_REPLY,
    });
  },
});
