import { counterpart } from '../lib/counterparts';

const region = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

it('finds a button by its text, and a submit button by its place even once it reads its busy label', () => {
  const server = region(
    '<button type="button">Choose</button><button type="submit" aria-disabled="true">Sending...</button>',
  );
  const app = region(
    '<button type="button">Other</button><button type="button">Choose</button><button type="submit">Send Request</button>',
  );
  const [choose, submit] = server.querySelectorAll('button');
  expect(counterpart(choose!, server, app)).toBe(app.querySelectorAll('button')[1]);
  expect(counterpart(submit!, server, app)).toBe(app.querySelector('button[type="submit"]'));
});
