/*
 * A twinge on a sneeze or a cough told over within a minute is a passing catch: the passing accounts for the twinge
 * its own words hold, not for a pain on straining told beside it, which still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a twinge over within a minute', () => {
  it.each([
    'sneezed and felt a twinge in my back, gone within a minute',
    'my neck catches when I sneeze, passes in seconds',
    'coughed hard this morning and my lower back twinged, over in a minute',
    'had a twinge in my back on a big sneeze but it went after a few seconds',
    'my back twanged when I sneezed, gone in a couple of minutes, feel fine now',
    'felt a little catch in my neck when I coughed, passed within a minute',
  ])('reads %j as a passing catch', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });

  it.each([
    'sneezed and felt a twinge in my back, gone within a minute, but now I have pain in my back when I cough that lasts all day',
    "my back hurts when I cough, the twinge goes within a minute but it's getting worse every week",
    'my back hurts when I cough, the twinge goes within a minute',
    'coughed and my back twinged, over in a minute, but every cough since has hurt my back',
    'I sneezed and my lower back twinged but it went in a minute, now it aches whenever I cough',
    'my lower back pain is much worse when I sneeze, and the twinge in my neck passes in seconds',
  ])('still raises a pain on straining told beside it: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});
