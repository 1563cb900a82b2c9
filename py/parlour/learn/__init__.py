"""Learning from games (issue 38): the review of a finished game and the deal of the day.

``review`` judges each decision of one seat from that seat's view with the hard search
(``search``: the Hint's, keeping the move made in it); ``daily`` makes each game's deal of
the day and checks a shared result by replaying it.  The page keeps and shows them
(``parlour.page.reviewing``, ``parlour.page.daily``); the review runs in the AI worker.

May import: the toolkit and ``ai``.
"""
