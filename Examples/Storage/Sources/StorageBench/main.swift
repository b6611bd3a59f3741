import Storage
print("bench")
