// Load the app asynchronously so Module Federation can settle shared singletons first.
void import('./bootstrap');
