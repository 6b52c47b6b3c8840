// Typography
