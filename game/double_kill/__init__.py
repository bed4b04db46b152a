"""Double Kill (双手杀人): the rules as pure Python. Screens read `views`; nothing here imports a drawing library."""
