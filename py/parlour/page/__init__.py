"""The site's page as data: a frozen model of what it shows, and pure transitions.

``model`` holds the values and the questions asked of them (who acts, is the
device to be passed, the bots' seeds); ``actions`` turns each event of the
page (a click, a computer's answer, undo, replay...) into the next model;
``store`` holds the current model for the page (dispatch and subscribers);
``thinking`` computes the computer's answers, the same way in the AI worker
and on the page.  Nothing here touches the browser: ``py/browser`` draws the
model and dispatches the actions, and all of this is tested in CPython.
"""
